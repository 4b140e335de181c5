// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { Component, createRef } from 'react';
import { petClaimControl, type ClaimControlProps } from '@/browser/admin/pet-claim';

/**
 * The editor's claim field (src/browser/admin/pet-claim.ts) as Decap drives it: Decap asks the control's isValid when the
 * editor saves, and calls a nested field's own validate in place of its check. The real editor refusing a claim in
 * the browser is tests/e2e/cms.spec.ts; here, the control's part of that with a stand-in for Decap's object field.
 */

const calls: string[] = [];

/** Stands in for Decap's object control: draws the props it is given and records when its fields are checked. */
class FakeObjectControl extends Component<Record<string, unknown>> {
  validate = () => calls.push('verdict and source checked');
  override render() {
    return <p>object field of {String((this.props['field'] as { get(key: string): unknown }).get('name'))}</p>;
  }
}

const PetClaimControl = petClaimControl(FakeObjectControl);

/** An Immutable.js-like map, as Decap holds a field's value. */
const held = (claim: Record<string, unknown>) => ({ toJS: () => claim });
const field = (name: string) => ({ get: (key: string) => (key === 'name' ? name : undefined) });

function renderClaim(props: Partial<ClaimControlProps> & { name?: string }) {
  const ref = createRef<InstanceType<typeof PetClaimControl>>();
  render(
    <PetClaimControl
      ref={ref}
      field={field(props.name ?? 'cats')}
      validate={() => calls.push('claim checked')}
      value={props.value}
    />,
  );
  return ref.current!;
}

beforeEach(() => {
  calls.length = 0;
});

describe('the editor’s pet-safety claim field', () => {
  it('draws Decap’s object field with the props Decap gave it', () => {
    renderClaim({ name: 'dogs' });
    expect(screen.getByText('object field of dogs')).toBeTruthy();
  });

  it('refuses a toxic or non-toxic verdict without a source, in the schema’s words, naming the animal', () => {
    for (const claim of [
      { toxicity: 'toxic' },
      { toxicity: 'non-toxic', source: '' },
      { toxicity: 'toxic', source: '  ' },
    ]) {
      const control = renderClaim({ name: 'dogs', value: held(claim) });
      expect(control.isValid()).toEqual({
        error: {
          type: 'CUSTOM',
          message: expect.stringMatching(
            /^A claim that the plant is toxic or non-toxic to dogs needs its source\. Give the https:\/\/ address/,
          ),
        },
      });
    }
  });

  it('takes unknown without a source, and a verdict with one', () => {
    for (const claim of [
      { toxicity: 'unknown' },
      { toxicity: 'unknown', source: '' },
      { toxicity: 'non-toxic', source: 'https://www.aspca.org/a-plant' },
    ]) {
      expect(renderClaim({ value: held(claim) }).isValid()).toEqual({ error: false });
    }
  });

  it('refuses clinical signs or advice beside any verdict but toxic, and takes them with toxic', () => {
    for (const claim of [
      { toxicity: 'non-toxic', source: 'https://www.aspca.org/a-plant', signs: ['Vomiting'] },
      { toxicity: 'unknown', advice: 'Call a vet at once.' },
    ]) {
      expect(renderClaim({ name: 'cats', value: held(claim) }).isValid()).toEqual({
        error: {
          type: 'CUSTOM',
          message: expect.stringMatching(/^Clinical signs and advice go with a toxic verdict only: .* toxic for cats/),
        },
      });
    }
    // Emptied in the editor, they count as nothing.
    expect(renderClaim({ value: held({ toxicity: 'unknown', signs: [], advice: '' }) }).isValid()).toEqual({
      error: false,
    });
    const toxic = {
      toxicity: 'toxic',
      source: 'https://www.aspca.org/a-plant',
      signs: ['Vomiting'],
      advice: 'Call a vet at once.',
    };
    expect(renderClaim({ value: held(toxic) }).isValid()).toEqual({ error: false });
  });

  it('leaves a claim not yet filled in to the verdict’s own required check', () => {
    expect(renderClaim({ value: null }).isValid()).toEqual({ error: false });
  });

  it('checks the verdict and source fields, then the claim, when Decap checks the field', () => {
    renderClaim({ value: held({ toxicity: 'toxic' }) }).validate();
    expect(calls).toEqual(['verdict and source checked', 'claim checked']);
  });
});
