# The `mercato` Python module (python; docs/python.md): pybind11 from
# Debian's pybind11-dev, built into build/<tree>/python/mercato/ when pybind11
# is found, for Debian's python3 (/usr/bin/python3: its pandas for mercato.lab).
#   PYTHONPATH=build/native/python /usr/bin/python3 -c "import mercato"
# It links the CLI's own core libraries, built position-independent natively
# (CMakeLists.txt).
option(MERCATO_PYTHON "Build the mercato Python module when pybind11 is found" ON)
if(NOT MERCATO_PYTHON)
  return()
endif()
if(NOT DEFINED Python_EXECUTABLE AND EXISTS /usr/bin/python3)
  set(Python_EXECUTABLE /usr/bin/python3)
endif()
set(PYBIND11_FINDPYTHON ON)
find_package(pybind11 CONFIG QUIET)
if(NOT pybind11_FOUND)
  message(STATUS "pybind11 not found: the mercato Python module is not built")
  return()
endif()

set(MERCATO_PYTHON_DIR ${CMAKE_BINARY_DIR}/python/mercato)
pybind11_add_module(mercato_python MODULE ${PROJECT_SOURCE_DIR}/python/module.cpp)
target_link_libraries(mercato_python PRIVATE mercato_core)
target_link_options(mercato_python PRIVATE -Wl,-Bsymbolic)
set_target_properties(mercato_python PROPERTIES
  OUTPUT_NAME _core
  LIBRARY_OUTPUT_DIRECTORY ${MERCATO_PYTHON_DIR})
# The package's Python side (__init__.py, tune.py), copied next to the compiled
# part whenever one of them changes.
file(GLOB MERCATO_PYTHON_SOURCES CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/python/mercato/*.py)
set(MERCATO_PYTHON_COPIES)
foreach(source ${MERCATO_PYTHON_SOURCES})
  get_filename_component(name ${source} NAME)
  add_custom_command(OUTPUT ${MERCATO_PYTHON_DIR}/${name}
    COMMAND ${CMAKE_COMMAND} -E copy_if_different ${source} ${MERCATO_PYTHON_DIR}/${name}
    DEPENDS ${source})
  list(APPEND MERCATO_PYTHON_COPIES ${MERCATO_PYTHON_DIR}/${name})
endforeach()
add_custom_target(mercato_python_sources ALL DEPENDS ${MERCATO_PYTHON_COPIES})
add_dependencies(mercato_python mercato_python_sources)
