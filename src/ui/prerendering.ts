import { createContext, useContext } from 'react'

/**
 * True while the build renders a page's first screen into its HTML (scripts/first-screen.tsx),
 * which the browser paints before any script has run. Nothing is known then about the visitor
 * or the data: components leave out what depends on them and what lies below the first screen.
 * The app replaces that markup with its own first render.
 */
export const Prerendering = createContext(false)

export const usePrerendering = (): boolean => useContext(Prerendering)
