/** Saves text as a file through the browser's download. */
export function download(fileName: string, text: string, type = 'application/json'): void {
  const url = URL.createObjectURL(new Blob([text], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  // The download has started from the link; the object URL can go once it is read.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
