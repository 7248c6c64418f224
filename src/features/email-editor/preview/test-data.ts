/** Spec §8, exactly: what the preview says while the test data is not valid JSON. */
export const INVALID_TEST_DATA_MESSAGE = 'Correct the JSON in order to see a preview.';

export const NOT_AN_OBJECT_MESSAGE = 'The test data must be one JSON object, like {"first_name": "Ana"}.';

export type TestData =
  /** Nothing typed: the tags show as written. */
  | { status: 'empty' }
  | { status: 'valid'; data: Record<string, unknown> }
  /** Not JSON, or JSON that is not an object: the substitutions are ignored. `reason` says what is wrong, next to the field. */
  | { status: 'invalid'; reason: string };

export function parseTestData(text: string): TestData {
  if (text.trim() === '') return { status: 'empty' };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { status: 'invalid', reason: `This is not valid JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
  return typeof data === 'object' && data !== null && !Array.isArray(data)
    ? { status: 'valid', data: data as Record<string, unknown> }
    : { status: 'invalid', reason: NOT_AN_OBJECT_MESSAGE };
}

/** The substitutions a test send carries: the test data when it is valid, nothing otherwise. */
export const substitutionsOf = (text: string): Record<string, unknown> | undefined => {
  const parsed = parseTestData(text);
  return parsed.status === 'valid' ? parsed.data : undefined;
};
