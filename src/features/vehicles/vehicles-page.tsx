export function VehiclesPage() {
  return <h1>Cars</h1>
}
