import { HttpError } from '../../../lib/errors';
import { EVIDENCE_TITLE_MAX, validateEvidenceFields } from './evidence-form';

const parts = (
  fields: Record<string, string>,
  extra: Partial<Parameters<typeof validateEvidenceFields>[0]> = {},
) => ({
  fields: new Map(Object.entries(fields)),
  fieldErrors: {},
  file: null,
  tooLarge: null,
  ...extra,
});

function refusal(run: () => unknown): HttpError {
  try {
    run();
  } catch (err) {
    if (err instanceof HttpError) return err;
    throw err;
  }
  throw new Error('expected a refusal');
}

describe("the parent's evidence form", () => {
  it('reads a complete form', () => {
    expect(
      validateEvidenceFields(
        parts({
          title: '  Bird count ',
          description: 'We counted 12 birds',
          pillar: 'stem',
          link: 'https://example.org/birds',
          work_date: '2026-05-01',
          confidential: 'true',
        }),
      ),
    ).toEqual({
      title: 'Bird count',
      description: 'We counted 12 birds',
      pillar: 'stem',
      link: 'https://example.org/birds',
      work_date: '2026-05-01',
      confidential: true,
      file: null,
    });
  });

  it('names each field that is wrong', () => {
    const err = refusal(() =>
      validateEvidenceFields(
        parts({
          title: 'x'.repeat(EVIDENCE_TITLE_MAX + 1),
          link: 'ftp://example.org',
          confidential: 'yes',
        }),
      ),
    );
    expect(err.statusCode).toBe(400);
    expect(err.fields).toEqual({
      title: `Title must be at most ${EVIDENCE_TITLE_MAX} characters`,
      link: 'Link must be a web address starting with http:// or https://',
      confidential: "Use 'true' or 'false'",
    });
  });

  it('asks for something to show besides the title', () => {
    const err = refusal(() => validateEvidenceFields(parts({ title: 'Bird count' })));
    expect(err.statusCode).toBe(400);
    expect(err.fields).toEqual({ evidence: 'Add a description, a link or a file' });
  });

  it('answers 413 when the file was too large', () => {
    const err = refusal(() =>
      validateEvidenceFields(
        parts(
          { title: 'Bird count', description: 'd' },
          { fieldErrors: { file: 'Too large' }, tooLarge: 'Too large' },
        ),
      ),
    );
    expect(err.statusCode).toBe(413);
    expect(err.message).toBe('Too large');
  });
});
