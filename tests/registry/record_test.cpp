#include <catch2/catch.hpp>

#include "registry/record.h"

using namespace mercato;

TEST_CASE("record: text round-trips") {
  MatchRecord r;
  r.game = "merchants";
  r.players = 3;
  r.options = "";
  r.seed = 42;
  r.seats = "human,ismcts:normal,random";
  r.moves = {"deal p0 cotton", "pass"};
  const std::string text = RecordToText(r);
  StatusOr<MatchRecord> back = ParseRecord(text);
  REQUIRE(back.ok());
  CHECK(back->game == "merchants");
  CHECK(back->players == 3);
  CHECK(back->seed == 42);
  CHECK(back->seats == r.seats);
  CHECK(back->moves == r.moves);
  CHECK(RecordToText(*back) == text);
}

TEST_CASE("record: bad files get clear errors") {
  CHECK(ParseRecord("").message() == "the record is empty");
  CHECK(ParseRecord("hello world\n").message() ==
        "not a Mercato record: line 1 must start with 'mercato-record'");
  CHECK(ParseRecord("mercato-record v9 game=x players=2 seed=1 moves=0\n").message() ==
        "the record is version 9, newer than this Mercato (version 1): update Mercato to open it");
  CHECK(ParseRecord("mercato-record v1 game=x players=2 seed=1\n").message() ==
        "line 1: the header has no 'moves='");
  CHECK(ParseRecord("mercato-record v1 game=x players=2 seed=1 moves=3\na\nb\n").message() ==
        "the record is truncated: the header says 3 moves, the file holds 2");
  CHECK(ParseRecord("mercato-record v1 game=x players=2 seed=1 moves=1\na\nb\n").message() ==
        "line 3: more moves than the header's 1");
  CHECK(ParseRecord("mercato-record v1 game=x players=two seed=1 moves=0\n").message() ==
        "line 1: bad player count 'two'");
  CHECK(ParseRecord(std::string(kMaxRecordBytes + 1, 'x')).message().find("over the 4 MB limit") !=
        std::string::npos);
  CHECK(RecordTooLarge(10 << 20).message() ==
        "not a Mercato record: the file is 10.0 MB, over the 4 MB limit for a record");
}

TEST_CASE("record: an unknown game fails on line 1 when replayed") {
  StatusOr<MatchRecord> r = ParseRecord("mercato-record v1 game=chess players=2 seed=1 moves=0\n");
  REQUIRE(r.ok());
  StatusOr<std::unique_ptr<State>> s = ReplayRecord(*r);
  REQUIRE_FALSE(s.ok());
  CHECK(s.message().rfind("line 1: unknown game 'chess'", 0) == 0);
}

TEST_CASE("record: a byte order mark and CRLF line ends are accepted (issue 18)") {
  const std::string text =
      "\xEF\xBB\xBFmercato-record v1 game=x players=2 seed=1 seats=human,random moves=2\r\n"
      "deal p0 cotton\r\npass\r\n";
  StatusOr<MatchRecord> r = ParseRecord(text);
  REQUIRE(r.ok());
  CHECK(r->game == "x");
  CHECK(r->seats == "human,random");
  CHECK(r->moves == std::vector<std::string>{"deal p0 cotton", "pass"});
}

TEST_CASE("record: versions below 1 are refused (issue 18)") {
  CHECK(ParseRecord("mercato-record v0 game=x players=2 seed=1 moves=0\n").message() ==
        "line 1: bad version 'v0'");
  CHECK(ParseRecord("mercato-record v-1 game=x players=2 seed=1 moves=0\n").message() ==
        "line 1: bad version 'v-1'");
}
