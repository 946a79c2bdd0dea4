/**
 * Dine-in's table number (spec 1 §2.5): label from the settings (default 'Table'), the type's
 * help text, and the table-code scan button (the app only; the web shows why not).
 */
import { useId } from 'react';
import type { FulfilmentTypeSettings } from '@/api/merchant';
import { DEFAULT_TABLE_LABEL } from '@/domain/fulfilmentValidation';
import { ScanCodeButton } from '@/features/scan/ScanCodeButton';

export function DineInFields({
  settings,
  table,
  invalid,
  onTable,
}: {
  settings: Pick<
    FulfilmentTypeSettings,
    'table_num_label' | 'table_num_desc' | 'table_num_qr_scanner' | 'table_num_required'
  >;
  table: string;
  invalid: boolean;
  onTable: (table: string) => void;
}) {
  const id = useId();
  const label = settings.table_num_label.trim() || DEFAULT_TABLE_LABEL;
  return (
    <div className="fulfilment-field">
      <label className="fulfilment-field__label" htmlFor={`${id}-table`}>
        {label}
      </label>
      {settings.table_num_desc ? (
        <p id={`${id}-desc`} className="fulfilment-field__help">
          {settings.table_num_desc}
        </p>
      ) : null}
      <input
        id={`${id}-table`}
        className="fulfilment-input"
        value={table}
        inputMode="text"
        autoComplete="off"
        autoCapitalize="characters"
        required={settings.table_num_required === 1}
        aria-invalid={invalid || undefined}
        aria-describedby={settings.table_num_desc ? `${id}-desc` : undefined}
        onChange={(event) => onTable(event.target.value)}
      />
      {settings.table_num_qr_scanner === 1 ? (
        <ScanCodeButton
          purpose="table"
          onResult={(result) => {
            if (result.ok && result.data.table) onTable(result.data.table);
          }}
        />
      ) : null}
    </div>
  );
}
