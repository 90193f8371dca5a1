import fc from 'fast-check';
import { gstDetailsOf, normalizeGstin, PROFILE_FIELDS, validateProfile, type ProfileDraft } from './validate-profile';

const DRAFT: ProfileDraft = {
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha@example.in',
  gstin: '',
  companyName: '',
  companyAddress: '',
};

describe('validateProfile (docs/rules.md section 5 on the profile form)', () => {
  it('accepts a name, an email and no GST (all three GST fields blank)', () => {
    expect(validateProfile(DRAFT)).toEqual({});
    expect(gstDetailsOf({ ...DRAFT, gstin: ' ', companyName: '  ' })).toBeNull();
  });

  it('needs a first name: the blank check is on the trimmed text', () => {
    expect(validateProfile({ ...DRAFT, firstName: '   ' })).toEqual({ firstName: 'required' });
  });

  it('checks the email format only when one is given (standard address format)', () => {
    expect(validateProfile({ ...DRAFT, email: '' })).toEqual({});
    expect(validateProfile({ ...DRAFT, email: 'asha@example' })).toEqual({ email: 'email' });
    expect(validateProfile({ ...DRAFT, email: 'not an email' })).toEqual({ email: 'email' });
  });

  it('given any GST field, needs a valid GSTIN (upper-cased, spaces dropped) and the company name and address', () => {
    expect(validateProfile({ ...DRAFT, gstin: '27aapfu0939f1zv' })).toEqual({
      companyName: 'required-with-gstin',
      companyAddress: 'required-with-gstin',
    });
    expect(validateProfile({ ...DRAFT, companyName: 'Rao Traders' })).toEqual({
      gstin: 'required-with-gstin',
      companyAddress: 'required-with-gstin',
    });
    // Regression: the right shape with a wrong check character was saved.
    expect(validateProfile({ ...DRAFT, gstin: '27AAPFU0939F1ZW', companyName: 'R', companyAddress: 'Pune' })).toEqual({
      gstin: 'gstin-check',
    });
    expect(validateProfile({ ...DRAFT, gstin: '27AAPFU0939F1Z', companyName: 'R', companyAddress: 'Pune' })).toEqual({
      gstin: 'gstin',
    });
    const valid = { ...DRAFT, gstin: ' 27aapfu 0939f1zv ', companyName: ' Rao Traders ', companyAddress: ' Pune ' };
    expect(validateProfile(valid)).toEqual({});
    expect(gstDetailsOf(valid)).toEqual({
      gstin: '27AAPFU0939F1ZV',
      company_name: 'Rao Traders',
      company_address: 'Pune',
    });
    expect(normalizeGstin('27 aapfu0939f1zv')).toBe('27AAPFU0939F1ZV');
  });

  it('keeps each text within the contract’s limits', () => {
    expect(validateProfile({ ...DRAFT, firstName: 'a'.repeat(61), lastName: 'b'.repeat(61) })).toEqual({
      firstName: 'too-long',
      lastName: 'too-long',
    });
  });

  it('lists the problems in the form’s order, so the first one is the first wrong field (property)', () => {
    fc.assert(
      fc.property(
        fc.record({
          firstName: fc.string(),
          lastName: fc.string(),
          email: fc.string(),
          gstin: fc.string(),
          companyName: fc.string(),
          companyAddress: fc.string(),
        }),
        (draft) => {
          const fields = Object.keys(validateProfile(draft));
          expect(fields).toEqual(PROFILE_FIELDS.filter((field) => fields.includes(field)));
        },
      ),
    );
  });
});
