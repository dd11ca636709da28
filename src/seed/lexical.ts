/** Builds Payload's Lexical rich-text JSON from plain paragraphs (used by the seed and by tests). */
export interface LexicalRoot {
  root: {
    type: 'root'
    format: ''
    indent: 0
    version: 1
    direction: 'ltr'
    children: LexicalParagraph[]
  }
}

interface LexicalParagraph {
  type: 'paragraph'
  format: ''
  indent: 0
  version: 1
  direction: 'ltr'
  textFormat: 0
  textStyle: ''
  children: { type: 'text'; text: string; format: 0; style: ''; mode: 'normal'; detail: 0; version: 1 }[]
}

export function paragraphsToLexical(paragraphs: string[]): LexicalRoot {
  return {
    root: {
      type: 'root',
      format: '',
      indent: 0,
      version: 1,
      direction: 'ltr',
      children: paragraphs.map((text) => ({
        type: 'paragraph',
        format: '',
        indent: 0,
        version: 1,
        direction: 'ltr',
        textFormat: 0,
        textStyle: '',
        children: [{ type: 'text', text, format: 0, style: '', mode: 'normal', detail: 0, version: 1 }],
      })),
    },
  }
}
