import { residueParty } from '../waste/residueParty';

/** Waste catalogues > Carriers, with their NIMA and authorisation (spec §2; admin only). */
export default residueParty('residue-carrier', { group: 'waste_catalogues', icon: 'LocalShipping', position: 4 });
