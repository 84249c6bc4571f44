/**
 * A download name from the resume's title: letters of any script kept (browsers and mail clients
 * handle UTF-8 names), everything that could break a path or a header replaced by "-".
 */
export function resumeFileName(title: string, extension: 'docx' | 'pdf' | 'json'): string {
  const slug = title
    .normalize('NFKC')
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '')
  return `${slug || 'resume'}.${extension}`
}
