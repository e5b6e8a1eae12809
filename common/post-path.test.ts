import { describe, expect, it } from 'vitest';
import { postPath, sellerPath } from './post-path.ts';

describe('postPath', () => {
  it('keeps the specification’s page of each kind', () => {
    expect(postPath('product', '0b8f0f7e-5a55-4c7e-9a43-3e0a8f0a0001')).toBe('/supplier/0b8f0f7e-5a55-4c7e-9a43-3e0a8f0a0001');
    expect(postPath('listing', '0b8f0f7e-5a55-4c7e-9a43-3e0a8f0a0001')).toBe('/listing/0b8f0f7e-5a55-4c7e-9a43-3e0a8f0a0001');
  });
});

describe('sellerPath', () => {
  it('is the seller’s page, with the id kept inside one path segment', () => {
    expect(sellerPath('0b8f0f7e-5a55-4c7e-9a43-3e0a8f0a0001')).toBe('/seller/0b8f0f7e-5a55-4c7e-9a43-3e0a8f0a0001');
    expect(sellerPath('a/b?c')).toBe('/seller/a%2Fb%3Fc');
  });
});
