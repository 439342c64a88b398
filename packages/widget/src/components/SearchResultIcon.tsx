import type { SearchResultIcon as SearchResultIconName } from '@freight/core';
import ApartmentIcon from '@mui/icons-material/Apartment';
import HistoryIcon from '@mui/icons-material/History';
import HomeIcon from '@mui/icons-material/Home';
import MapIcon from '@mui/icons-material/Map';
import MyLocationIcon from '@mui/icons-material/MyLocation';
import PlaceIcon from '@mui/icons-material/Place';
import PublicIcon from '@mui/icons-material/Public';
import SearchIcon from '@mui/icons-material/Search';
import SignpostIcon from '@mui/icons-material/Signpost';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';

const ICONS: Readonly<Record<SearchResultIconName, typeof SearchIcon>> = {
  recent: HistoryIcon,
  coordinates: PlaceIcon,
  literal: SearchIcon,
  'current-location': MyLocationIcon,
  country: PublicIcon,
  state: MapIcon,
  city: ApartmentIcon,
  district: TravelExploreIcon,
  street: SignpostIcon,
  houseNumber: HomeIcon,
};

/** The icon of a search result row, by its kind. */
export function SearchResultIcon({ icon }: { icon: SearchResultIconName }) {
  const Icon = ICONS[icon];
  return <Icon fontSize="small" />;
}
