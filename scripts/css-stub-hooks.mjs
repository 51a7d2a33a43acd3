// Node module hooks for rendering the app's components outside Parcel (scripts/prerender.ts):
// a stylesheet import reads as an empty module, as the styles reach the page through Parcel.
export async function load(url, context, nextLoad) {
  if (new URL(url).pathname.endsWith('.css'))
    return { format: 'module', source: '', shortCircuit: true }
  return nextLoad(url, context)
}
