import { createContext, useContext } from 'react'

/** True while the build renders a first screen into the HTML (scripts/first-screen.tsx): nothing is known of the visitor yet, so components leave out what depends on them. */
export const Prerendering = createContext(false)

export const usePrerendering = (): boolean => useContext(Prerendering)
