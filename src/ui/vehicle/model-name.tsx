import { Fragment } from 'react'

/** A model name that wraps between its words, never inside one ("Volvo V70 Bi-Fuel" may break before "Bi-Fuel", not at its hyphen). */
export function ModelName({ model }: { model: string }) {
  const words = model.split(/\s+/).filter(Boolean)
  return (
    <>
      {words.map((word, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a name's words keep their order
        <Fragment key={index}>
          {index > 0 ? ' ' : null}
          <span className="model-name__word">{word}</span>
        </Fragment>
      ))}
    </>
  )
}
