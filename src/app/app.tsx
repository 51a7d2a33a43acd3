export function App() {
  return <h1>Autovia</h1>
}
