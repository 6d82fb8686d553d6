// People's names for seats (issue 21): user text cleaned, kept in the record's
// header, never part of the game.
#include <catch2/catch.hpp>

#include "engine/seat_names.h"
#include "registry/record.h"
#include "session/match.h"

using namespace mercato;

TEST_CASE("seat names: control characters are stripped, spaces trimmed, length limited", "[seat_names]") {
  CHECK(*CleanSeatName("  Ana \n") == "Ana");
  CHECK(*CleanSeatName("A\x01n\x7f" "a\t") == "Ana");
  CHECK(*CleanSeatName("\xE2\x80\xAE" "evil") == "evil");  // a right-to-left override
  CHECK(*CleanSeatName("はな") == "はな");
  CHECK(CleanSeatName("12345678901234567890").ok());
  const StatusOr<std::string> long_name = CleanSeatName("123456789012345678901");
  REQUIRE_FALSE(long_name.ok());
  CHECK(long_name.message().find("at most 20 characters") != std::string::npos);
  // 20 Japanese characters are 60 bytes, and allowed.
  std::string ja;
  for (int i = 0; i < 20; ++i) ja += "あ";
  CHECK(CleanSeatName(ja).ok());
  CHECK_FALSE(CleanSeatName("\xff" "Ana").ok());
  CHECK_FALSE(CleanSeatName("\xe3\x81").ok());  // cut inside a character
}

TEST_CASE("seat names: a record keeps them, percent-encoded, and reads them back", "[seat_names]") {
  MatchRecord r;
  r.game = "merchants";
  r.players = 3;
  r.seed = 42;
  r.seats = "human,human,normal";
  r.names = {"Ana Lee", "", "はな,1"};
  r.moves = {"pass"};
  const std::string text = RecordToText(r);
  CHECK(text.find(" names=Ana%20Lee,,%E3%81%AF%E3%81%AA%2C1 ") != std::string::npos);
  StatusOr<MatchRecord> back = ParseRecord(text);
  REQUIRE(back.ok());
  CHECK(back->names == std::vector<std::string>{"Ana Lee", "", "はな,1"});
  // No names: the header is as before (records_hash unchanged).
  r.names = {"", "", ""};
  CHECK(RecordToText(r).find("names=") == std::string::npos);
}

TEST_CASE("seat names: a bad names field is refused on line 1", "[seat_names]") {
  const std::string head = "mercato-record v1 game=merchants players=2 options= seed=1 ";
  StatusOr<MatchRecord> few = ParseRecord(head + "names=Ana moves=0\n");
  REQUIRE_FALSE(few.ok());
  CHECK(few.message() == "line 1: names: 1 names for 2 players");
  StatusOr<MatchRecord> escape = ParseRecord(head + "names=Ana,B%zz moves=0\n");
  REQUIRE_FALSE(escape.ok());
  CHECK(escape.message().find("bad %-escape") != std::string::npos);
}

TEST_CASE("seat names: a match carries them through its record, the game unchanged", "[seat_names]") {
  StatusOr<session::Match> plain = session::Match::Create("merchants", 2, "", {"human", "human"}, 7);
  REQUIRE(plain.ok());
  StatusOr<session::Match> named = session::Match::Create("merchants", 2, "", {"human", "human"}, 7);
  REQUIRE(named.ok());
  named->set_names({"Ana"});
  CHECK(named->Names() == std::vector<std::string>{"Ana", ""});
  for (int i = 0; i < 6 && !plain->IsOver(); ++i) {
    const std::string move = plain->LegalMoves().front();
    REQUIRE(plain->Act(move).ok());
    REQUIRE(named->Act(move).ok());
  }
  CHECK(plain->GetState().ToString() == named->GetState().ToString());
  StatusOr<session::Match> back = session::Match::FromRecordText(named->RecordText());
  REQUIRE(back.ok());
  CHECK(back->Names() == std::vector<std::string>{"Ana", ""});
  CHECK(back->RecordText() == named->RecordText());
}
