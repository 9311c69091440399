import { didDocument, didWebFor, resolveInDidDocument } from '../issuer/did';
import { keyPairFromSeed } from '../issuer/keys';
import { offlineDocumentLoader } from './document-loader';
import { oneEdTechKeyDocument } from './test-keys';

/** Tests' issuer: a fixed seed under did:web:optio.example, and 1EdTech's test-vector key. */
export async function testIssuer(seedByte = 7) {
  const did = didWebFor('https://optio.example');
  const key = await keyPairFromSeed(new Uint8Array(32).fill(seedByte), did);
  const doc = didDocument(did, [key.publicKeyMultibase]);
  const loader = offlineDocumentLoader(async (url) =>
    url.startsWith(did) ? resolveInDidDocument(doc, url) : oneEdTechKeyDocument(url),
  );
  return { did, key, loader, doc };
}
