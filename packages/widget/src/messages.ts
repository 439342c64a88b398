/**
 * pt-BR texts of the planner that core does not hold. Texts the SPEC quotes are copied verbatim; the
 * others were chosen here (see the widget README, "Decisions").
 */
export const MESSAGES = {
  calculate: 'Calcular',
  calculating: 'Calculando...',
  searchClear: 'Limpar',
  searchCancel: 'Cancelar',
  searchPlaceholder: 'Digite um endereço, cidade ou coordenada',
  searchResultsLabel: 'Resultados da busca',
  addDestination: 'Adicionar destino',
  swapWaypoints: 'Inverter origem e destino',
  loadSavedRoute: 'Clique para carregar uma rota',
  clearFields: 'Limpar campos',
  waypointsLabel: 'Pontos da rota',
  vehicleTitle: 'Veículo',
  categories: {
    truck: 'Caminhão',
    auto: 'Carro',
    bus: 'Ônibus',
    motorcycle: 'Moto',
  },
  axles: 'Eixos',
  axlesValue: (axis: number) => `${axis} ${axis === 1 ? 'eixo' : 'eixos'}`,
  removeAxle: 'Remover eixo',
  addAxle: 'Adicionar eixo',
  rearWheelType: 'Tipo rodagem',
  plate: 'Placa',
  optionsTitle: 'Opções',
  retroactiveDate: 'Data retroativa',
  retroactiveDatePlaceholder: 'dd/mm/aaaa',
  calculateReturn: 'Calcular retorno',
  routeType: 'Tipo de rota',
  routeTypes: {
    efficient: 'Mais eficiente',
    shortest: 'Mais curta',
    avoid_tolls: 'Evitar pedágios',
  },
  ok: 'OK',
  mapLoading: 'Carregando mapa...',
  mapUnavailable: 'Não foi possível carregar o mapa.',
} as const;
