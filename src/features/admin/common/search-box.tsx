import { memo, useEffect, useId, useState } from 'react'
import { InputText } from '../../../ui/prime/inputtext'

interface SearchBoxProps {
  label: string
  value: string
  onChange: (value: string) => void
  placeholder?: string
}

/** A list's search box: its own text while typing (the list follows through the URL), an Escape or the clear button empties it. */
export const SearchBox = memo(function SearchBox({
  label,
  value,
  onChange,
  placeholder,
}: SearchBoxProps) {
  const id = useId()
  const [text, setText] = useState(value)
  // Back, Forward or a shared link change the URL: the box follows.
  useEffect(() => setText(value), [value])
  const change = (next: string) => {
    setText(next)
    onChange(next)
  }
  return (
    <search className="admin-search">
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <i className="pi pi-search admin-search__icon" aria-hidden="true" />
      <InputText
        id={id}
        type="search"
        value={text}
        placeholder={placeholder ?? label}
        onChange={(event) => change(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && text) {
            event.preventDefault()
            change('')
          }
        }}
        className="admin-search__input"
        autoComplete="off"
      />
    </search>
  )
})
