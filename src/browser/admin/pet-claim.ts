import { Component, createElement as h, type ComponentType } from 'react';
import { claimProblem } from '@/lib/plants/pet-claims';

/**
 * The editor's field for one pet-safety claim (`pets.cats`, `pets.dogs`): Decap's own object field plus the rules no
 * single field's pattern can say (src/lib/plants/pet-claims.ts, the schema's own): a toxic or non-toxic verdict names
 * its source, and signs and advice go with toxic only. Decap asks a control's `isValid` on save and refuses to save
 * while any field says no, showing the message under it (https://decapcms.org/docs/custom-widgets/).
 */

interface FieldConfig {
  get(key: string): unknown;
}

/** The props of a Decap control that this one reads; the rest go on to the object field unchanged. */
export interface ClaimControlProps {
  /** An Immutable.js map of toxicity and source, or nothing for a new entry. */
  value?: { toJS(): unknown } | null | undefined;
  field: FieldConfig;
  /** Decap's check of this field: required, pattern, then this control's isValid; it records the result. */
  validate: () => void;
  [prop: string]: unknown;
}

interface ObjectControlInstance {
  validate?: () => void;
  focus?: (path?: string) => void;
}

/** What Decap reads from isValid: no error, or an error with the message shown under the field. */
export type ClaimValidity = { error: false } | { error: { type: 'CUSTOM'; message: string } };

/** The claim's problem for `animal` (the field's name), or `{ error: false }`. */
export function claimValidity(value: ClaimControlProps['value'], animal: string): ClaimValidity {
  const claim = value && typeof value.toJS === 'function' ? value.toJS() : {};
  const problem = claimProblem(typeof claim === 'object' && claim !== null ? claim : {}, animal);
  return problem ? { error: { type: 'CUSTOM', message: problem } } : { error: false };
}

/** The claim field's control, drawn by Decap's registered object control (`objectControl`). */
export function petClaimControl(objectControl: ComponentType<Record<string, unknown>>) {
  return class PetClaimControl extends Component<ClaimControlProps> {
    private inner: ObjectControlInstance | null = null;

    private keepInner = (instance: ObjectControlInstance | null) => {
      this.inner = instance;
    };

    /** Always drawn again, as Decap's object field is: the fields inside decide for themselves. */
    override shouldComponentUpdate() {
      return true;
    }

    /** Decap calls a nested field's validate instead of its check, so this runs both: inner checks, then isValid. */
    validate = () => {
      this.inner?.validate?.();
      this.props.validate();
    };

    /** The schema's rule, in the same words. */
    isValid = () => claimValidity(this.props.value, String(this.props.field.get('name')));

    focus = (path?: string) => this.inner?.focus?.(path);

    override render() {
      return h(objectControl, { ...this.props, ref: this.keepInner });
    }
  };
}
