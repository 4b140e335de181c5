import type { APIRoute } from 'astro';
import { decapConfig } from '@/lib/cms/collections';
import { CONTENT } from '@/schemas/registry';

/** Made from the table of content files and their schemas. A test build names its own decap-server (DECAP_SERVER_URL), used on localhost. */
export const GET: APIRoute = () => {
  const url = process.env.DECAP_SERVER_URL;
  const config = decapConfig(CONTENT, url ? { localBackendUrl: url } : {});
  // JSON is YAML too: Decap reads it as it is.
  const text = `# Made by the build from src/schemas/registry.ts and the schemas (src/lib/cms/collections.ts): edit those, not this file.\n${JSON.stringify(config, null, 2)}\n`;
  return new Response(text, { headers: { 'Content-Type': 'text/yaml; charset=utf-8' } });
};
