/**
 * Table types of this module, composed into `Database` by db/schema.ts. Frequent travellers, their documents and
 * delivery addresses.
 */
/** An employee's frequent travellers (SPEC §3 frequent traveller); phones stored in full, masked in answers. */
export interface FrequentTravellersTable {
  id: string;
  corp_id: string;
  owner_emp_id: string;
  name: string;
  en_name: string;
  relation: string;
  sex: string;
  born: string;
  phone: string;
  email: string;
  created_at: number;
  updated_at: number;
}

/** Documents of a frequent traveller; numbers stored in full, always masked in answers. */
export interface FrequentTravellerDocumentsTable {
  id: string;
  corp_id: string;
  traveller_id: string;
  /** IdType of src/api/contract/booking. */
  id_type: string;
  id_no: string;
  expiry: string;
  issue_place: string;
  sort: number;
}

/** Delivery addresses of an employee (SPEC §3 address). */
export interface AddressesTable {
  id: string;
  corp_id: string;
  emp_id: string;
  recipient: string;
  phone: string;
  province: string;
  city: string;
  area: string;
  addr: string;
  post: string;
  is_default: number;
  created_at: number;
  updated_at: number;
}

/** The tables this module owns, by table name. */
export interface ContactTables {
  frequent_travellers: FrequentTravellersTable;
  frequent_traveller_documents: FrequentTravellerDocumentsTable;
  addresses: AddressesTable;
}
