import { useT } from '../../i18n/i18n'

// A character no translation holds, to find where the name falls in the translated sentence.
const SLOT = '\u0000'

/** A translated sentence with `{name}` in it, the name marked as English: the capitals of a heading follow the page's language (Turkish turns "i" into "İ"), and a brand keeps its letters. */
export function WithName({ text, name }: { text: string; name: string }) {
  const t = useT()
  const [before = '', ...rest] = t(text, { name: SLOT }).split(SLOT)
  return (
    <>
      {before}
      {rest.map((after, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one sentence, in order
        <span key={index}>
          <span lang="en" translate="no">
            {name}
          </span>
          {after}
        </span>
      ))}
    </>
  )
}
