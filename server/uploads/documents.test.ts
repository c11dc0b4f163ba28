import sharp from 'sharp';
import { tinyDocx, tinyPdf, tinyPng, zip } from '../test/documents';
import { describeUpload, detectDocument } from './documents';

describe('judging a document by its content', () => {
  it('knows a PDF, a DOCX and the images', async () => {
    expect(detectDocument(tinyPdf())).toBe('pdf');
    expect(detectDocument(tinyDocx())).toBe('docx');
    expect(detectDocument(await tinyPng())).toBe('png');
    const picture = sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } });
    expect(detectDocument(await picture.clone().jpeg().toBuffer())).toBe('jpeg');
    expect(detectDocument(await picture.clone().webp().toBuffer())).toBe('webp');
    expect(detectDocument(await picture.clone().gif().toBuffer())).toBe('gif');
  });

  it('refuses text, other ZIP files and a cut-off DOCX whatever they are called', () => {
    expect(detectDocument(Buffer.from('This is my CV, honest.\n'))).toBeNull();
    expect(detectDocument(zip({ 'notes.txt': 'hello' }))).toBeNull();
    expect(detectDocument(tinyDocx().subarray(0, 200))).toBeNull();
    expect(detectDocument(Buffer.alloc(0))).toBeNull();
  });

  it('describes an upload for the form rules by what it is, not what it was called', () => {
    expect(describeUpload(tinyPdf())).toEqual({
      kind: 'pdf',
      name: 'upload.pdf',
      type: 'application/pdf',
      size: tinyPdf().length,
    });
    expect(describeUpload(Buffer.from('plain text'))).toEqual({
      kind: null,
      name: 'upload',
      type: 'application/octet-stream',
      size: 10,
    });
  });
});
