// gettext-parser ships no types; only the parts scripts/wordpress/i18n.ts uses, as its README documents them.
declare module 'gettext-parser' {
  export interface GetTextComments {
    translator?: string;
    reference?: string;
    extracted?: string;
    flag?: string;
    previous?: string;
  }
  export interface GetTextTranslation {
    msgctxt?: string;
    msgid: string;
    msgid_plural?: string;
    msgstr: string[];
    comments?: GetTextComments;
  }
  export interface GetTextTranslations {
    charset: string;
    headers: Record<string, string>;
    translations: Record<string, Record<string, GetTextTranslation>>;
  }
  export const po: {
    parse(input: string | Buffer, options?: { validation?: boolean }): GetTextTranslations;
    compile(data: GetTextTranslations, options?: { foldLength?: number; sort?: boolean }): Buffer;
  };
  export const mo: {
    parse(input: Buffer): GetTextTranslations;
    compile(data: GetTextTranslations): Buffer;
  };
}
