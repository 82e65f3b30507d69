import type { FormApi } from '../../components/forms';
import { PickComboBox, type PickOption } from '../../components/ui/PickComboBox';

type CatalogField = 'platformId' | 'gameId' | 'regionId';

/**
 * Select Platform, Select Game and Select Region (type-to-filter, from the CreateLadderOptions catalog) of the
 * create-ladder and create-tournament forms, bound to their platformId, gameId and regionId.
 */
export function CatalogPicks<V extends Record<CatalogField, string>>({
  form,
  catalog,
}: {
  form: FormApi<V>;
  catalog: { platforms: readonly PickOption[]; games: readonly PickOption[]; regions: readonly PickOption[] } | undefined;
}) {
  const pick = (label: string, name: CatalogField, options: readonly PickOption[] | undefined) => (
    <PickComboBox
      label={label}
      options={options ?? []}
      selectedId={form.values[name] || null}
      onChange={(id) => form.pickValue(name, id ?? '')}
      error={form.fieldError(name) ?? null}
      loading={!catalog}
    />
  );
  return (
    <>
      {pick('Select Platform', 'platformId', catalog?.platforms)}
      {pick('Select Game', 'gameId', catalog?.games)}
      {pick('Select Region', 'regionId', catalog?.regions)}
    </>
  );
}
