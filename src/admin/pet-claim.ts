import { Component, createElement as h, type ComponentType } from 'react';
import { claimProblem } from '../lib/plants/pet-claims';

/**
 * The editor's field for one pet-safety claim (`pets.cats`, `pets.dogs`): Decap's own object field, showing the
 * verdict, the source, the signs and the advice as it always does, plus the rules no single field's pattern can say: a
 * toxic or non-toxic verdict names its source, unknown needs none, and signs and advice go with toxic only
 * (src/lib/plants/pet-claims.ts, the schema's own rules). Decap asks a
 * field's control whether its value is valid (`isValid`) when the editor saves, and refuses to save while any field
 * says no, showing the message under the field's label (https://decapcms.org/docs/custom-widgets/).
 */

/** The parts of a Decap field's configuration (an Immutable.js map) this control reads. */
interface FieldConfig {
  get(key: string): unknown;
}

/** The props Decap gives a field's control that this one reads; the rest go on to the object field unchanged. */
export interface ClaimControlProps {
  /** The claim as the editor holds it: an Immutable.js map of toxicity and source, or nothing for a new entry. */
  value?: { toJS(): unknown } | null | undefined;
  field: FieldConfig;
  /** Decap's check of this field: required, pattern, then this control's isValid; it records the result. */
  validate: () => void;
  [prop: string]: unknown;
}

/** The methods of Decap's object control this one calls. */
interface ObjectControlInstance {
  validate?: () => void;
  focus?: (path?: string) => void;
}

/** What Decap reads from isValid: no error, or an error with the message shown under the field. */
export type ClaimValidity = { error: false } | { error: { type: 'CUSTOM'; message: string } };

/** The claim's problem for `animal` (the field's name), or null. */
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

    /** Always drawn again, as Decap's object field is: the verdict and source fields inside decide for themselves. */
    override shouldComponentUpdate() {
      return true;
    }

    /**
     * Decap calls a nested field's own validate in place of its check, so this one runs both: the verdict's and the
     * source's checks (a choice, an https address), then this field's check, which asks isValid.
     */
    validate = () => {
      this.inner?.validate?.();
      this.props.validate();
    };

    /** Whether the claim names a source where it must (the schema's rule, the same words). */
    isValid = () => claimValidity(this.props.value, String(this.props.field.get('name')));

    /** Focuses a field inside the claim when Decap points to it (an error elsewhere in the claim). */
    focus = (path?: string) => this.inner?.focus?.(path);

    override render() {
      return h(objectControl, { ...this.props, ref: this.keepInner });
    }
  };
}
