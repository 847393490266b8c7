import { alternation, phrases, wordPattern } from "./word-pattern.ts";

/**
 * Places people name when they plan trips, moves, lessons and work: continents and regions, the
 * countries, the states and provinces, and the cities most often travelled to. Every entry is a
 * name and nothing else, so it is capitalised wherever it stands ("a trip to rome" → "Rome").
 * Names that are also ordinary words ("nice", "turkey", "china") are kept apart below.
 */
export const placeNames = phrases(`
  Africa | Antarctica | Asia | Europe | Oceania | North America | South America | Central America |
  Latin America | Middle East | Southeast Asia | South East Asia | Scandinavia | Caribbean |
  Mediterranean | Balkans | Baltics | Alps | Andes | Himalayas | Dolomites | Rockies | Patagonia |
  Siberia | Lapland | Sahara | Amazon rainforest |
  Afghanistan | Albania | Algeria | Andorra | Argentina | Armenia | Australia | Austria | Azerbaijan |
  Bahamas | Bahrain | Bangladesh | Barbados | Belarus | Belgium | Belize | Bhutan | Bolivia | Bosnia |
  Botswana | Brazil | Britain | Great Britain | Bulgaria | Cambodia | Cameroon | Canada | Colombia |
  Congo | Costa Rica | Croatia | Cuba | Cyprus | Czech Republic | Czechia | Denmark |
  Dominican Republic | Ecuador | Egypt | El Salvador | England | Estonia | Ethiopia | Fiji | Finland |
  France | Georgia | Germany | Ghana | Greece | Greenland | Guatemala | Haiti | Holland | Honduras | Hungary |
  Iceland | India | Indonesia | Iran | Iraq | Ireland | Northern Ireland | Israel | Italy | Jamaica |
  Japan | Jordan | Kazakhstan | Kenya | Korea | South Korea | North Korea | Kuwait | Laos | Latvia | Lebanon |
  Lithuania | Luxembourg | Madagascar | Malaysia | Maldives | Malta | Mauritius | Mexico | Monaco | Mongolia |
  Montenegro | Morocco | Mozambique | Myanmar | Namibia | Nepal | Netherlands | New Zealand |
  Nicaragua | Nigeria | North Macedonia | Norway | Oman | Pakistan | Palestine | Panama | Paraguay |
  Peru | Philippines | Poland | Portugal | Puerto Rico | Qatar | Romania | Russia | Rwanda |
  Saudi Arabia | Scotland | Senegal | Serbia | Seychelles | Singapore | Slovakia | Slovenia |
  South Africa | Spain | Sri Lanka | Sweden | Switzerland | Syria | Taiwan | Tanzania | Thailand |
  Tunisia | Uganda | Ukraine | UAE | United Arab Emirates | United Kingdom | United States |
  America | Uruguay | Uzbekistan | Venezuela | Vietnam | Wales | Yemen | Zambia | Zimbabwe |
  Alabama | Alaska | Arizona | Arkansas | California | Colorado | Connecticut | Delaware | Florida |
  Hawaii | Idaho | Illinois | Indiana | Iowa | Kansas | Kentucky | Louisiana | Maine | Maryland |
  Massachusetts | Michigan | Minnesota | Mississippi | Missouri | Montana | Nebraska | Nevada |
  New Hampshire | New Jersey | New Mexico | New York | North Carolina | North Dakota | Ohio |
  Oklahoma | Oregon | Pennsylvania | Rhode Island | South Carolina | South Dakota | Tennessee | Texas |
  Utah | Vermont | Virginia | West Virginia | Wisconsin | Wyoming | New England | Ontario | Quebec |
  British Columbia | Alberta | Queensland | Tasmania | New South Wales |
  Tuscany | Provence | Normandy | Brittany | Bavaria | Andalusia | Catalonia | Sicily | Sardinia |
  Corsica | Crete | Santorini | Mykonos | Bali | Algarve | Amalfi Coast | Cinque Terre | Lake Como |
  Lake Garda | Lake District | Cotswolds | Cornwall | Yorkshire | Riviera | Côte d'Azur | Zanzibar |
  Napa Valley | Grand Canyon | Yellowstone | Loire Valley | Scottish Highlands |
  London | Paris | Rome | Florence | Venice | Milan | Naples | Turin | Verona | Pisa | Siena | Sorrento |
  Positano | Madrid | Barcelona | Seville | Valencia | Granada | Malaga | Ibiza | Mallorca | Majorca |
  Lisbon | Porto | Berlin | Munich | Hamburg | Frankfurt | Vienna | Salzburg | Prague | Budapest |
  Krakow | Warsaw | Amsterdam | Rotterdam | Brussels | Bruges | Antwerp | Zurich | Geneva | Lucerne |
  Copenhagen | Stockholm | Oslo | Helsinki | Reykjavik | Dublin | Edinburgh | Glasgow | Manchester |
  Liverpool | Birmingham | Bristol | Oxford | Cambridge | Brighton | York | Athens | Istanbul |
  Dubrovnik | Ljubljana | Belgrade | Bucharest | Tallinn | Riga | Vilnius | Moscow | Kyiv | Kiev |
  Marseille | Lyon | Cannes | Hvar | Zadar | Bordeaux | Cairo | Marrakech | Marrakesh | Casablanca | Cape Town |
  Johannesburg | Nairobi | Dubai | Abu Dhabi | Doha | Tel Aviv | Jerusalem | Beirut | Tokyo | Kyoto |
  Osaka | Hiroshima | Seoul | Busan | Beijing | Shanghai | Hong Kong | Taipei | Bangkok | Phuket |
  Chiang Mai | Hanoi | Ho Chi Minh City | Saigon | Kuala Lumpur | Jakarta | Manila | Delhi |
  New Delhi | Mumbai | Goa | Jaipur | Kathmandu | Sydney | Melbourne | Brisbane | Perth | Auckland |
  Queenstown | Toronto | Vancouver | Montreal | Ottawa | Calgary | New York City | NYC | Boston |
  Chicago | Miami | Orlando | Seattle | San Francisco | Los Angeles | San Diego | Las Vegas | Denver |
  Dallas | Houston | Nashville | New Orleans | Atlanta | Philadelphia | Washington | Detroit |
  Honolulu | Mexico City | Cancun | Cancún | Tulum | Havana | Cusco | Bogota | Bogotá | Medellin |
  Buenos Aires | Rio | Rio de Janeiro | Sao Paulo | São Paulo | Santiago | Quito |
  Portland | Austin | San Antonio | San Jose | Sacramento | Oakland | Berkeley | Pittsburgh | Baltimore |
  Cleveland | Cincinnati | Columbus | Indianapolis | Milwaukee | Minneapolis | Kansas City | St Louis |
  Salt Lake City | Albuquerque | Tucson | Scottsdale | Sedona | El Paso | Fort Worth | Memphis | Louisville |
  Charlotte | Raleigh | Richmond | Charleston | Savannah | Tampa | Jacksonville | Key West | Fort Lauderdale |
  Palm Springs | Santa Barbara | Santa Fe | Santa Monica | Boulder | Aspen | Anchorage | Boise | Spokane |
  Tacoma | Omaha | Tulsa | Oklahoma City | Des Moines | Ann Arbor | Hartford | Brooklyn | Manhattan |
  Long Island | Cape Cod | Maui | Oahu | Kauai | Big Sur | Lake Tahoe | Yosemite | Miami Beach |
  Myrtle Beach | Virginia Beach | Leeds | Sheffield | Newcastle | Nottingham | Leicester | Cardiff |
  Belfast | Aberdeen | Inverness | Galway | Bournemouth | Gdansk | Dresden | Stuttgart | Heidelberg |
  Leipzig | Düsseldorf | Dusseldorf | Innsbruck | Nuremberg | Strasbourg | Nantes | Toulouse | Lille |
  Montpellier | Biarritz | Bilbao | San Sebastian | Palma | Tenerife | Lanzarote | Gran Canaria |
  Madeira | Azores | Faro | Lagos | Abuja | Accra | Addis Ababa | Dar es Salaam | Kigali | Bangalore |
  Bengaluru | Chennai | Hyderabad | Kolkata | Pune | Kochi | Colombo | Karachi | Lahore | Islamabad |
  Dhaka | Hoi An | Da Nang | Siem Reap | Luang Prabang | Yangon | Krabi | Koh Samui | Penang | Cebu |
  Sapporo | Okinawa | Nagoya | Shenzhen | Guangzhou | Chengdu | Macau | Adelaide | Canberra | Hobart |
  Gold Coast | Cairns | Wellington | Christchurch | Winnipeg | Halifax | Edmonton | Banff | Whistler |
  Cartagena | Montevideo | La Paz | San Juan | Punta Cana | Oaxaca | Guadalajara | Monterrey |
  Playa del Carmen | Los Cabos | Puerto Vallarta
`);

/** "greek salad", "a thai curry", "swiss chard": the adjectives of places, always written with a capital. */
export const placeAdjectives = phrases(`
  African | American | Argentinian | Asian | Australian | Austrian | Bangladeshi | Basque | Bavarian |
  Belgian | Brazilian | British | Cajun | Californian | Canadian | Catalan | Colombian | Cuban | Czech |
  Danish | Egyptian | Ethiopian | European | Filipino | Finnish | Ghanaian | Greek | Hawaiian |
  Hungarian | Icelandic | Indian | Indonesian | Iranian | Irish | Israeli | Jamaican | Kenyan |
  Lebanese | Malaysian | Mexican | Moroccan | Neapolitan | Nepali | Nigerian | Norwegian | Pakistani |
  Persian | Peruvian | Scandinavian | Scottish | Sicilian | Swiss | Syrian | Texan | Thai | Tuscan |
  Ukrainian | Vietnamese | Welsh
`);

/**
 * Places whose names are everyday words too: "nice weather", "roast turkey", "fine china", "a
 * football jersey", "split the bill", "lima beans", "buffalo wings", "a bath bomb". Each is capitalised only where the sentence
 * says it is a place: travelled to, stayed in, or listed beside a known place.
 */
const ambiguousPlaces = phrases(
  `Nice | Turkey | China | Chile | Jersey | Guinea | Split | Cork | Lima | Bologna | Phoenix | Buffalo | Bath`,
);
const letter = "[\\p{L}\\p{N}'’]";
const ambiguous = alternation(ambiguousPlaces);
const known = alternation(placeNames);
/** "split the bill", "cork the bottle": these are verbs after "going to", so only a trip's noun marks them. */
const nouns = alternation(ambiguousPlaces.filter((place) => !["Split", "Cork"].includes(place)));
// "a trip to", "a flight to", "in", "visiting": a destination or a stay follows.
const tripTo =
  "(?:trips?|flights?|ferry|ferries|cruises?|holidays?|vacations?|journey|getaway|honeymoon|move|relocation)\\s+to|in|around|across|near|visit(?:ing|ed)?|explor(?:e|ing)|tour(?:ing)?";
// "going to", "flying to", "moving back to": the same, for the names that are never verbs.
const travelTo =
  "(?:go|going|goes|went|gone|travel(?:l?ing|l?ed)?|fly|flying|flew|move|moving|moved|drive|driving|return(?:ing)?|back|relocat(?:e|ing))\\s+to";
// What may follow the place: the end of the sentence, punctuation or a word that does not make
// the name an adjective or a food ("in nice weather", "to turkey sandwiches").
const endsPlace = `(?=\\s*(?:$|[,.;:!?)]|(?:and|or)\\s+(?:the|a|an|then|also|i|we|my|our|\\d)(?!${letter})|(?:in|on|for|during|with|this|next|last|over|from|to|by|at|until|before|after|then|when|because|but|so|via|is|was|are|were|i|we|my|our|the|\\d+)(?!${letter})))`;
const afterCue = (cues: string, names: string) =>
  `(?<=(?<!${letter})(?:${cues})\\s+)(?:${names})(?!${letter})${endsPlace}`;
const asDestination = new RegExp([afterCue(tripTo, ambiguous), afterCue(travelTo, nouns)].join("|"), "giu");
// "rome, nice and monaco", "split and dubrovnik", "from nice to cannes": beside a known place.
const besideKnown = wordPattern(
  `(?:${ambiguous})(?=\\s*(?:,|&|and|or|to|then)\\s+(?:the\\s+)?(?:${known})(?!${letter}))|(?<=(?<!${letter})(?:${known})\\s*(?:,|&|and|or|to|then)\\s+)(?:${ambiguous})`,
);

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();

/** Capitalises the places among everyday words where the words around them say they are places. */
export const capitalizeAmbiguousPlaces = (text: string) =>
  text.replace(asDestination, capitalise).replace(besideKnown, capitalise);

// "on elm street", "at 5th avenue": a name before the kind of street, after "on", "at" or "off". Words
// that describe a road or a drive ("a long drive", "my hard drive", "the bus lane") are not names.
const notStreetNames = `the|a|an|my|our|your|their|his|her|its|this|that|these|those|same|each|every|any|some|no|one|
  another|which|what|side|back|dirt|gravel|country|busy|quiet|open|long|short|scenic|wrong|right|hard|shared|usb|
  flash|external|network|test|bus|bike|cycle|fast|slow|toll|ring|private|public|new|old|next|first|last`.replace(
  /\s+/gu,
  "",
);
const streetName = new RegExp(
  `(?<=(?<!${letter})(?:on|at|off)\\s+)(?!(?:${notStreetNames})\\s)(\\p{Ll}[\\p{L}'’]*|\\d+(?:st|nd|rd|th))\\s+(street|st|road|rd|avenue|ave|lane|drive|boulevard|blvd)(?!${letter})`,
  "gu",
);

/** Capitalises a street named after "on" or "at": "on elm street" → "on Elm Street". */
export const capitalizeStreets = (text: string) =>
  text.replace(streetName, (_, name: string, type: string) => `${capitalise(name)} ${capitalise(type)}`);
