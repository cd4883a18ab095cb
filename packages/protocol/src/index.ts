export { checkValue, errorText, fieldName, type Checked } from './check.js';
export { GodNameBody, PositionBody, RecordBody, RulesBody } from './engineTypes.js';
export { Me, PlayerProfile, PlayerRef, RankedPlayer, RatingBody, RatingPoint } from './players.js';
export {
  ChatLine,
  ClockOption,
  ClocksBody,
  GameBody,
  GameStatus,
  GameSummary,
  GodsOption,
  MyGameSummary,
  ResultBody,
  ResultReason,
  SeatBody,
  SeatOut,
  SetupBody,
} from './games.js';
export { ErrorBody, IllegalTurnFields, RefusalData, refusalFromWire, refusalToWire } from './refusal.js';
export {
  CHAT_LIMIT,
  ChatRequest,
  CreateGameRequest,
  JoinRequest,
  LobbyQuery,
  LoginRequest,
  SessionRequest,
  SetupStepRequest,
  TurnRequest,
} from './requests.js';
export {
  CreatedGame,
  JoinAnswer,
  LeaderboardAnswer,
  LobbyAnswer,
  MeAnswer,
  MyGamesAnswer,
  RematchAnswer,
  ResignAnswer,
  SessionAnswer,
  SetupAnswer,
  TurnAnswer,
} from './answers.js';
export {
  ClientMessage,
  ErrorMessage,
  ServerMessage,
  TurnMessage,
  type ClientMessageType,
  type ServerMessageType,
} from './socketMessages.js';
export { readClientMessage, readServerMessage } from './messages.js';
export { isServerMessage } from './messageCases.js';
export { matches } from './matches.js';
export { RESYNC_CLOSE, TRY_LATER_CLOSE } from './closeCodes.js';
