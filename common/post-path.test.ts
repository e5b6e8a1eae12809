import { describe, expect, it } from 'vitest';
import { postPath } from './post-path.ts';

describe('postPath', () => {
  it('keeps the specification’s page of each kind', () => {
    expect(postPath('product', '0b8f0f7e-5a55-4c7e-9a43-3e0a8f0a0001')).toBe('/supplier/0b8f0f7e-5a55-4c7e-9a43-3e0a8f0a0001');
    expect(postPath('listing', '0b8f0f7e-5a55-4c7e-9a43-3e0a8f0a0001')).toBe('/listing/0b8f0f7e-5a55-4c7e-9a43-3e0a8f0a0001');
  });
});
