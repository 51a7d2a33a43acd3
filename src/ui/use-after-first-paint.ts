import { useEffect, useState } from 'react'

/**
 * False for a component's first render and until the browser has painted it, then true: a
 * page renders what lies below its first screen with this, so its first frame (and its
 * largest paint) does not wait for work nobody sees yet.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false)
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    // A frame callback runs just before the next paint; a task queued from it, just after.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true))
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [])
  return painted
}
