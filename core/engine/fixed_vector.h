// Small containers for move code that must not touch the heap (issue 10: no
// allocation in ApplyAction on the search's hot path).
//
//   FixedVector<T, N>   at most N elements stored inline, for temporaries
//                       (seat orders, candidate lists); overflowing aborts.
//   KeptVector<T, N>    a std::vector that always has room for N elements,
//                       also after a copy (a plain vector copy only has room
//                       for its size, so the copy's next push_back allocates).
//                       It is a std::vector, so accessors returning
//                       `const std::vector<T>&` keep working.
//   StableSortSmall     std::stable_sort's result without its heap buffer
//                       (insertion sort: fine for the few elements of a table).
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <initializer_list>
#include <vector>

#include "engine/check.h"

namespace mercato {

template <typename T, size_t N>
class FixedVector {
 public:
  FixedVector() = default;
  FixedVector(std::initializer_list<T> items) {
    for (const T& item : items) push_back(item);
  }
  template <typename It>
  FixedVector(It first, It last) {
    for (; first != last; ++first) push_back(*first);
  }

  void push_back(const T& value) {
    MERCATO_CHECK(size_ < N, "FixedVector is full");
    items_[size_++] = value;
  }
  void pop_back() { --size_; }
  void clear() { size_ = 0; }
  void assign(size_t n, const T& value) {
    MERCATO_CHECK(n <= N, "FixedVector is full");
    for (size_t i = 0; i < n; ++i) items_[i] = value;
    size_ = n;
  }
  T* erase(T* at) { return erase(at, at + 1); }
  T* erase(T* first, T* last) {
    std::move(last, end(), first);
    size_ -= size_t(last - first);
    return first;
  }

  size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  T& operator[](size_t i) { return items_[i]; }
  const T& operator[](size_t i) const { return items_[i]; }
  T& front() { return items_[0]; }
  const T& front() const { return items_[0]; }
  T& back() { return items_[size_ - 1]; }
  const T& back() const { return items_[size_ - 1]; }
  T* begin() { return items_.data(); }
  T* end() { return items_.data() + size_; }
  const T* begin() const { return items_.data(); }
  const T* end() const { return items_.data() + size_; }

  friend bool operator==(const FixedVector& a, const FixedVector& b) {
    return std::equal(a.begin(), a.end(), b.begin(), b.end());
  }
  friend bool operator==(const FixedVector& a, const std::vector<T>& b) {
    return std::equal(a.begin(), a.end(), b.begin(), b.end());
  }

 private:
  std::array<T, N> items_{};
  size_t size_ = 0;
};

template <typename T, size_t N>
class KeptVector : public std::vector<T> {
 public:
  KeptVector() { this->reserve(N); }
  KeptVector(std::initializer_list<T> items) : KeptVector() { this->assign(items); }
  KeptVector(const std::vector<T>& other) : KeptVector() { this->assign(other.begin(), other.end()); }
  KeptVector(const KeptVector& other) : KeptVector() { this->assign(other.begin(), other.end()); }
  // Assignments copy the elements into the room already reserved.
  KeptVector& operator=(const KeptVector& other) {
    if (this != &other) this->assign(other.begin(), other.end());
    return *this;
  }
  KeptVector& operator=(const std::vector<T>& other) {
    this->assign(other.begin(), other.end());
    return *this;
  }
  KeptVector& operator=(std::initializer_list<T> items) {
    this->assign(items);
    return *this;
  }
};

template <typename It, typename Less>
void StableSortSmall(It first, It last, Less less) {
  for (It i = first; i != last; ++i) {
    for (It j = i; j != first && less(*j, *(j - 1)); --j) std::iter_swap(j, j - 1);
  }
}

}  // namespace mercato
