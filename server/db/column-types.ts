import type { ColumnType } from 'kysely';

// The types of the columns whose SQL type says less than the portal stores in them: JSON documents
// and text columns with a fixed set of values. scripts/generate-db-types.ts puts them into the
// generated server/db/types.ts.

/** An uploaded image as posts and messages store it (jsonb). */
export interface StoredImage {
  id: string;
  /** Public URL of the variant path without width and extension: `${url}-${width}.webp`. */
  url: string;
  width: number;
  height: number;
  variants: number[];
}

/** A jsonb column: read as `Read`, written as JSON text (JSON.stringify), or left to its default. */
export type JsonColumn<Read, Write extends string | null = string> = ColumnType<Read, Write | undefined, Write>;

/** A column the database computes (generated and identity columns): read, never written. */
export type ReadOnly<T> = ColumnType<T, never, never>;
