/** The HTML an email started blank in the code editor begins with: one document, an empty body to write in. */
export const BLANK_CODE_HTML = '<!DOCTYPE html>\n<html>\n  <head>\n    <meta charset="utf-8">\n  </head>\n  <body>\n  </body>\n</html>\n';
