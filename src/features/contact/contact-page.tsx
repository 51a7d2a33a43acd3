export function ContactPage() {
  return <h1>Contact</h1>
}
