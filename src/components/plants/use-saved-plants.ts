import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $savedPlants, $savingRefused, followOtherTabs, restoreSavedPlants } from '@/stores/my-plants';

/** My plants as stored, kept in step with the visitor's other tabs while a Save button or the list is on screen. */
export function useSavedPlants(): { saved: string[]; refused: boolean } {
  const saved = useStore($savedPlants);
  const refused = useStore($savingRefused);
  useEffect(() => {
    restoreSavedPlants();
    return followOtherTabs();
  }, []);
  return { saved, refused };
}
