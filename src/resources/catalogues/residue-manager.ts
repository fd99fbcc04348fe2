import { residueParty } from '../waste/residueParty';

/** Waste catalogues > Managers, who treat the residues (spec §2; admin only). */
export default residueParty('residue-manager', { group: 'waste_catalogues', icon: 'Warehouse', position: 5 });
