import { parseCredential } from './parseCredential';

describe('parseCredential', () => {
  it('returns the object of a JSON credential', () => {
    expect(parseCredential(' {"id": "urn:x", "type": ["VerifiableCredential"]} ')).toEqual({
      credential: { id: 'urn:x', type: ['VerifiableCredential'] },
    });
  });

  it('says why text is not JSON', () => {
    const parsed = parseCredential('{"id": ');
    expect(parsed).toMatchObject({ error: 'notJson' });
    expect((parsed as { message: string }).message).toBeTruthy();
  });

  it.each(['[1, 2]', '"text"', '42', 'null'])('refuses %s, which is not an object', (text) => {
    expect(parseCredential(text)).toEqual({ error: 'notObject' });
  });
});
