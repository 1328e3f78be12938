import { ScreenIntro } from '@/components/layout/screen-intro';

export function VehicleTypesScreen() {
  return (
    <ScreenIntro
      title="Vehicles and equipment"
      purpose="This is where you will register the vehicles and equipment your company brings to a job."
    />
  );
}
