import { DID_V1_CONTEXT, MULTIKEY_V1_CONTEXT } from './document-loader';
import type { JsonObject } from './libs';

/**
 * The key of 1EdTech's Open Badges 3.0 and CLR 2.0 test vectors (conformance/README.md): its
 * controller URL is an example domain, so tests serve the published public key locally.
 */
export const ONE_EDTECH_CONTROLLER = 'https://example.edu/issuers/565049';
export const ONE_EDTECH_KEY = 'z6MkjZRZv3aez3r18pB1RBFJR1kwUVJ5jHt92JmQwXbd5hwi';

export function oneEdTechKeyDocument(url: string): JsonObject | undefined {
  const id = `${ONE_EDTECH_CONTROLLER}#${ONE_EDTECH_KEY}`;
  if (url === id) {
    return {
      '@context': MULTIKEY_V1_CONTEXT,
      id,
      type: 'Multikey',
      controller: ONE_EDTECH_CONTROLLER,
      publicKeyMultibase: ONE_EDTECH_KEY,
    };
  }
  if (url === ONE_EDTECH_CONTROLLER) {
    return { '@context': [DID_V1_CONTEXT, MULTIKEY_V1_CONTEXT], id: url, assertionMethod: [id] };
  }
  return undefined;
}
