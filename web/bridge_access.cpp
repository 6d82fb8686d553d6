// What assistive technology gets from the table (shell.html's hidden log, move
// list and table summary; docs/accessibility.md): the log lines as the viewer
// reads them, the viewer's moves in the same words, and a short summary.
//
//   mercato_access(from)  {viewer, screen, logCount, over, handOff, lines: [{player, en, ja}]
//                          from line `from`, moves: [{move, en, ja}], summary: {en, ja},
//                          and once the game is over and its end screen was drawn,
//                          scoreSheet: {lang, headers, rows} (the breakdown the canvas
//                          shows, in the page's language when it was drawn in it)}
//   mercato_access_hand_off()  the person at the viewer's seat says they are at the screen
// A move is played with mercato.act(move), like any other. While the hot-seat
// cover is up (handOff: {en, ja}, the words of its button) there are no moves:
// they would tell the next person's hidden cards before they took the screen.
#include <emscripten.h>

#include <string>
#include <vector>

#include "app/app.h"
#include "app/catalog.h"
#include "app/first_game_guide.h"
#include "app/play_session.h"
#include "draw/draw.h"
#include "engine/json_writer.h"
#include "engine/private_scores.h"
#include "views/seat_sentence.h"

namespace {

using mercato::JsonWriter;
using mercato::web::Lang;
using mercato::web::PlaySession;
using mercato::web::Tr;
using mercato::web::LogLineFor;

// "Merchants. Your turn. Scores: You 17, Seat 2 (computer) 12. Last: … 5 moves in the list."
std::string Summary(PlaySession& session, Lang lang, size_t moves) {
  const mercato::session::Match& match = session.match();
  std::string text = mercato::web::GameName(session.request().game, lang) + Tr(lang, ". ", "。");
  if (session.resigned() >= 0) {
    text += SeatName(session, session.resigned(), lang) + Tr(lang, " resigned. ", "が投了しました。");
  } else if (session.Over()) {
    text += Tr(lang, "Game over. ", "ゲーム終了。");
  } else if (mercato::web::HandOffPending(session)) {
    text += Tr(lang, "Pass the screen to ", "画面を渡してください：") +
            mercato::web::SeatNameOrNumber(session.Viewer(), lang) + Tr(lang, ". ", "。");
  } else if (match.IsHumanTurn() && match.ToMove() == session.Viewer() && !session.SharesScreen()) {
    text += Tr(lang, "Your turn. ", "あなたの番です。");
  } else if (match.ToMove() >= 0) {
    text += SeatName(session, match.ToMove(), lang) + Tr(lang, " to play. ", "の番です。");
  }
  // A first game's guide, as the canvas shows it (app/first_game_guide.h).
  if (const std::string guide = mercato::web::first_game_guide::Line(session, lang); !guide.empty()) {
    text += Tr(lang, "Guide: ", "ガイド：") + guide + " ";
  }
  text += Tr(lang, "Scores: ", "得点：");
  const std::vector<int> scores = match.GetState().Scores();
  for (size_t seat = 0; seat < scores.size(); ++seat) {
    if (seat > 0) text += Tr(lang, ", ", "、");
    // A purse the viewer may not know (Turin Market's money=private) reads "?".
    const bool known = session.Over() || mercato::ScoreVisible(match.GetState(), int(seat),
                                                                 session.Viewer());
    text += SeatName(session, int(seat), lang) + " " + (known ? std::to_string(scores[seat]) : "?");
  }
  text += Tr(lang, ". ", "。");
  // Under the hot-seat cover the log is the next seat's: not read out yet.
  if (!session.Log().empty() && !mercato::web::HandOffPending(session)) {
    const mercato::web::LogLine& last = session.Log().back();
    text += Tr(lang, "Last move: ", "直前の手：") +
            (lang == Lang::kJapanese ? last.ja : last.en) + Tr(lang, ". ", "。");
  }
  if (moves > 0) {
    text += std::to_string(moves) + Tr(lang, " moves in the move list.", " 個の手が手の一覧にあります。");
  }
  return text;
}

// The end screen's score breakdown as a table: in the page's language if the
// canvas drew it in that language, else in the one it was drawn in.
void WriteScoreSheet(JsonWriter& w, const PlaySession& session, Lang lang) {
  const Lang other = lang == Lang::kJapanese ? Lang::kEnglish : Lang::kJapanese;
  const mercato::web::draw::ScoreSheet* sheet = session.ScoreSheetIn(lang);
  Lang drawn = lang;
  if (sheet == nullptr) {
    sheet = session.ScoreSheetIn(other);
    drawn = other;
  }
  if (sheet == nullptr) return;
  w.Key("scoreSheet").BeginObject().Field("lang", drawn == Lang::kJapanese ? "ja" : "en");
  w.Key("headers").BeginArray();
  for (const std::string& header : sheet->headers) w.String(header);
  w.EndArray().Key("rows").BeginArray();
  for (const std::vector<std::string>& row : sheet->rows) {
    w.BeginArray();
    for (const std::string& cell : row) w.String(cell);
    w.EndArray();
  }
  w.EndArray().EndObject();
}

}  // namespace

extern "C" {

EMSCRIPTEN_KEEPALIVE const char* mercato_access(int from) {
  static std::string out;
  mercato::web::App& app = mercato::web::App::Get();
  PlaySession* session = app.session();
  JsonWriter w;
  w.BeginObject().Field("screen", app.ScreenName());
  if (session == nullptr) {
    w.Field("viewer", -1).Field("logCount", 0).Key("lines").BeginArray().EndArray()
        .Key("moves").BeginArray().EndArray().Key("summary").BeginObject()
        .Field("en", "No game on the table.").Field("ja", "卓にゲームはありません。")
        .EndObject().EndObject();
    out = w.str();
    return out.c_str();
  }
  const mercato::session::Match& match = session->match();
  const int viewer = session->Viewer();
  const std::vector<mercato::web::LogLine>& log = session->Log();
  const bool hand_off = mercato::web::HandOffPending(*session);
  w.Field("viewer", viewer).Field("logCount", hand_off ? 0 : int(log.size())).Field("over", session->Over());
  if (hand_off) {
    using mercato::web::Lang;
    w.Key("handOff").BeginObject()
        .Field("en", "I am " + mercato::web::SeatNameOrNumber(viewer, Lang::kEnglish) + ": show my table")
        .Field("ja", mercato::web::SeatNameOrNumber(viewer, Lang::kJapanese) + "です：卓を見る")
        .EndObject();
  }
  w.Key("lines").BeginArray();
  for (size_t i = from < 0 ? 0 : size_t(from); !hand_off && i < log.size(); ++i) {
    w.BeginObject().Field("player", log[i].player).Field("en", log[i].en).Field("ja", log[i].ja)
        .EndObject();
  }
  w.EndArray();
  // The viewer's own moves only: what the table lets this person choose now.
  size_t moves = 0;
  w.Key("moves").BeginArray();
  if (!hand_off && !session->Over() && match.IsHumanTurn() && match.ToMove() == viewer) {
    const mercato::State& state = match.GetState();
    for (mercato::Action action : state.LegalActions()) {
      ++moves;
      w.BeginObject()
          .Field("move", state.ActionToString(action))
          .Field("en", LogLineFor(session->view(), mercato::SeenEvents(state, action, viewer),
                                  viewer, Lang::kEnglish))
          .Field("ja", LogLineFor(session->view(), mercato::SeenEvents(state, action, viewer),
                                  viewer, Lang::kJapanese))
          .EndObject();
    }
  }
  w.EndArray();
  w.Key("summary").BeginObject()
      .Field("en", Summary(*session, Lang::kEnglish, moves))
      .Field("ja", Summary(*session, Lang::kJapanese, moves))
      .EndObject();
  if (session->Over()) WriteScoreSheet(w, *session, app.lang());
  w.EndObject();
  out = w.str();
  return out.c_str();
}

EMSCRIPTEN_KEEPALIVE void mercato_access_hand_off() {
  if (PlaySession* session = mercato::web::App::Get().session()) mercato::web::AcceptHandOff(*session);
}

// For tests: whether the drawing kit runs without motion this frame.
EMSCRIPTEN_KEEPALIVE int mercato_reduced_motion() { return mercato::web::draw::ReducedMotion() ? 1 : 0; }

}  // extern "C"
