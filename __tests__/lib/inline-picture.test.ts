import { readFileSync } from 'node:fs';
import { inlinePicture } from '@/lib/server/inline-picture';

describe('the picture a page opens with, inside the page', () => {
  it("carries a seed illustration as a data URI of the file's own bytes", () => {
    const uri = inlinePicture('/images/products/tomato-anna-f1.svg');
    expect(uri).toMatch(/^data:image\/svg\+xml,/);
    expect(decodeURIComponent(uri!.slice('data:image/svg+xml,'.length))).toBe(readFileSync('public/images/products/tomato-anna-f1.svg', 'utf8'));
  });

  it.each([
    ['a staff upload', '/api/product-images/0b9d6a52-94f1-4c36-9d43-5b0a1e7f3c21/320'],
    ['a missing file', '/images/products/no-such-seedling.svg'],
    ['a path out of the pictures', '/images/../../package.json'],
    ['no picture', null],
  ])('leaves %s as it is', (_, src) => expect(inlinePicture(src)).toBeNull());
});
