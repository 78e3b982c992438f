import type { Font } from 'fontkit';

/** pdfkit takes a font fontkit has already parsed (its PDFFontFactory uses any object with `layout`); its types omit it. */
declare global {
  namespace PDFKit.Mixins {
    interface PDFFont {
      registerFont(name: string, src: Font): this;
    }
  }
}
