import { PotentialClientForm } from './components/potential-client-form';

// Route modules that the router nests into the information pages of the marketing area.

export function PropertyManagementLeadForm() {
  return <PotentialClientForm interest="property-management" />;
}

export function AssociationManagementLeadForm() {
  return <PotentialClientForm interest="association-management" />;
}
