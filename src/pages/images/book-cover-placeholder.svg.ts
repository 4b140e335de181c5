import type { APIRoute } from 'astro';
import { coverPlaceholder } from '@/components/books/cover-placeholder';

/** The books' cover placeholder as a file (BOOKS.coverPlaceholder), drawn in src/assets/book-cover-placeholder.svg. */
export const GET: APIRoute = () => new Response(coverPlaceholder, { headers: { 'Content-Type': 'image/svg+xml' } });
