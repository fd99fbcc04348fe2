import { TypeChip } from './RiskCataloguePages';

/** A consequence's type in its list: red for a risk, green for an opportunity. */
const TypeCell = ({ record }: { record: Record<string, unknown> }) => <TypeChip type={String(record.type)} />;

export default TypeCell;
