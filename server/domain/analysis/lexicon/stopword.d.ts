// The stopword package ships no types; these are the lists the analysis uses.
declare module 'stopword' {
  export const eng: string[]
  export const spa: string[]
  export const rus: string[]
}
