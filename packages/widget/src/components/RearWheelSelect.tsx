import type { RearWheelType } from '@freight/core';
import { MESSAGES } from '../messages.ts';
import { SelectField } from './SelectField.tsx';

/** Props of {@link RearWheelSelect}. */
export interface RearWheelSelectProps {
  value: RearWheelType | null;
  options: readonly RearWheelType[];
  onChange(value: RearWheelType): void;
}

/** 'Tipo rodagem': Simples and Dupla for trucks, only Simples otherwise (disabled with one option). */
export function RearWheelSelect({ value, options, onChange }: RearWheelSelectProps) {
  return (
    <SelectField
      label={MESSAGES.rearWheelType}
      value={value ?? ''}
      options={options.map((option) => ({ value: option, label: option }))}
      disabled={options.length <= 1}
      onChange={(text) => {
        const chosen = options.find((option) => option === text);
        if (chosen) onChange(chosen);
      }}
    />
  );
}
