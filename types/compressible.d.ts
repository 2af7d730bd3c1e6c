// `compressible` (jshttp/compressible): whether a Content-Type is worth compressing, from mime-db's
// flags and the text/*, +json, +xml and +text rules; undefined for a type it knows nothing of.
declare module 'compressible' {
  export default function compressible(type: string): boolean | undefined;
}
