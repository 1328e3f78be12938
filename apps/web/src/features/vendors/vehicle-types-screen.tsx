import './vendor-styles';
import { Stack } from '@mantine/core';
import { EquipmentSection } from './components/equipment-section';
import { VehiclesSection } from './components/vehicles-section';
import { ScreenIntro } from '@/components/layout/screen-intro';

export function VehicleTypesScreen() {
  return (
    <ScreenIntro
      title="Vehicles and equipment"
      purpose="Register the vehicles and equipment your company brings to a job."
    >
      <Stack gap="xl" maw={880}>
        <VehiclesSection />
        <EquipmentSection />
      </Stack>
    </ScreenIntro>
  );
}
